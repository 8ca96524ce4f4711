/**
 * The words the engine understands in a description: role nouns, synonyms, compounds,
 * ordinals, instruction verbs and filler. Plain data plus tiny lookups, so a newcomer
 * can extend the vocabulary without touching the ranking.
 *
 * Every word here is in its normalised form (lower case, see `fuzzy.words`).
 */

/**
 * A lookup table keyed by words of a page or a description. Without a prototype, so a
 * word such as "constructor" or "toString" finds nothing rather than Object's own.
 */
function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/**
 * Kinds of element a description can name. Each kind lists the ARIA roles (html-aam
 * implicit or explicit) that satisfy it fully; `rank-roles.ts` adds the softer evidence
 * (tag, input type, class words).
 */
export const ROLE_KINDS = {
  button: ['button'],
  link: ['link'],
  textbox: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  textarea: ['textbox'],
  checkbox: ['checkbox', 'switch', 'menuitemcheckbox'],
  radio: ['radio', 'menuitemradio'],
  select: ['combobox', 'listbox'],
  option: ['option'],
  tab: ['tab'],
  menuitem: ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
  image: ['img', 'image', 'figure'],
  icon: ['img', 'image'],
  heading: ['heading'],
  row: ['row'],
  cell: ['cell', 'gridcell', 'columnheader', 'rowheader'],
  columnheader: ['columnheader', 'rowheader'],
  item: ['listitem', 'option', 'menuitem', 'treeitem', 'row', 'tab'],
  list: ['list', 'listbox', 'tree', 'menu', 'tablist'],
  table: ['table', 'grid', 'treegrid'],
  dialog: ['dialog', 'alertdialog'],
  footer: ['contentinfo'],
  header: ['banner'],
  navigation: ['navigation', 'menubar', 'menu'],
  menu: ['navigation', 'menubar', 'menu'],
  sidebar: ['complementary'],
  main: ['main'],
  form: ['form', 'search'],
  section: ['region', 'group', 'article', 'form', 'search', 'tabpanel'],
  slider: ['slider'],
  progressbar: ['progressbar', 'meter'],
  paragraph: ['paragraph'],
  text: [],
} as const satisfies Record<string, readonly string[]>;

export type RoleKind = keyof typeof ROLE_KINDS;

/** The roles of fields one types into. */
export const TEXT_ENTRY_ROLES: ReadonlySet<string> = new Set(ROLE_KINDS.textbox);

/** Role nouns as users write them (singular; plurals are recognised by `singular`). */
export const ROLE_WORDS: Readonly<Record<string, RoleKind>> = wordTable({
  button: 'button', btn: 'button',
  link: 'link', hyperlink: 'link', anchor: 'link',
  field: 'textbox', input: 'textbox', box: 'textbox', textbox: 'textbox', textfield: 'textbox',
  inputbox: 'textbox', searchbox: 'textbox', entry: 'textbox',
  textarea: 'textarea', body: 'textarea',
  checkbox: 'checkbox', tickbox: 'checkbox', toggle: 'checkbox', switch: 'checkbox',
  radio: 'radio', radiobutton: 'radio',
  dropdown: 'select', select: 'select', combobox: 'select', picker: 'select', listbox: 'select', selector: 'select',
  option: 'option', choice: 'option',
  tab: 'tab',
  menuitem: 'menuitem',
  image: 'image', img: 'image', icon: 'icon', picture: 'image', photo: 'image', logo: 'image', glyph: 'icon',
  graphic: 'image', avatar: 'image', thumbnail: 'image', pic: 'image',
  heading: 'heading', headline: 'heading', title: 'heading', subheading: 'heading', subtitle: 'heading',
  row: 'row',
  cell: 'cell', column: 'cell',
  item: 'item',
  list: 'list',
  table: 'table', grid: 'table',
  dialog: 'dialog', modal: 'dialog', popup: 'dialog', overlay: 'dialog', lightbox: 'dialog',
  footer: 'footer',
  header: 'header', banner: 'header', masthead: 'header',
  navigation: 'navigation', nav: 'navigation', navbar: 'navigation', menubar: 'navigation', menu: 'menu',
  sidebar: 'sidebar', aside: 'sidebar',
  main: 'main',
  form: 'form',
  section: 'section', area: 'section', panel: 'section', card: 'section', block: 'section',
  group: 'section', fieldset: 'section', region: 'section', pane: 'section', container: 'section', toolbar: 'section',
  slider: 'slider',
  progressbar: 'progressbar', progress: 'progressbar', meter: 'progressbar', gauge: 'progressbar',
  text: 'text', label: 'text', paragraph: 'paragraph', caption: 'text', columnheader: 'columnheader', rowheader: 'columnheader',
});

/**
 * Role words that are also common element names ("Title", "Message", "Search box" is
 * fine). When such a word is not the last noun of the phrase it stays a target word.
 */
export const CONTAINER_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>([
  'dialog', 'footer', 'header', 'navigation', 'menu', 'sidebar', 'main', 'form', 'section', 'table', 'list', 'row', 'paragraph',
]);

/** Sizes that make a text box a text area: "the big text box", "the multi-line text box". */
export const MANY_LINE_WORDS: ReadonlySet<string> = new Set(['big', 'bigger', 'large', 'larger', 'huge', 'multiline']);

/** How big something looks, or that it takes many lines: seen on the screen, seldom written in the page. */
export const SIZE_WORDS: ReadonlySet<string> = new Set([...MANY_LINE_WORDS, 'biggest', 'largest', 'small', 'smaller', 'smallest', 'little', 'tiny']);

/** Nouns that name no kind at all ("the Submit widget", "the OK thing"). */
export const GENERIC_NOUNS: ReadonlySet<string> = new Set([
  'widget', 'element', 'control', 'thing', 'one', 'thingy', 'object', 'ui', 'part', 'kind', 'type', 'page',
]);

/**
 * Two-word spellings joined into one token on both sides (description and page), so
 * "Sign in", "sign-in", "SignIn" and "signin" all become `signin`.
 */
export const COMPOUNDS: Readonly<Record<string, string>> = wordTable({
  'sign in': 'signin', 'log in': 'login', 'log on': 'logon', 'sign on': 'signon',
  'sign up': 'signup', 'sign out': 'signout', 'log out': 'logout', 'check out': 'checkout',
  'e mail': 'email', 'user name': 'username', 'pass word': 'password', 'zip code': 'zipcode',
  'post code': 'postcode', 'postal code': 'postcode', 'drop down': 'dropdown', 'check box': 'checkbox',
  'tick box': 'tickbox', 'text box': 'textbox', 'text field': 'textfield', 'combo box': 'combobox',
  'input box': 'inputbox', 'input field': 'textfield', 'text area': 'textarea', 'menu item': 'menuitem',
  'radio button': 'radiobutton', 'progress bar': 'progressbar', 'progress indicator': 'progressbar', 'list box': 'listbox', 'search box': 'searchbox', 'search bar': 'searchbox', 'nav bar': 'navbar',
  'menu bar': 'menubar', 'pop up': 'popup', 'side bar': 'sidebar', 'check in': 'checkin',
  'top up': 'topup', 'bread crumb': 'breadcrumb', 'bread crumbs': 'breadcrumbs', 'add on': 'addon', 'wish list': 'wishlist', 'home page': 'homepage', 'web site': 'website', 'site map': 'sitemap',
  'time zone': 'timezone', 'check list': 'checklist', 'work space': 'workspace', 'book mark': 'bookmark', 'short cut': 'shortcut',
  'dark mode': 'darkmode', 'light mode': 'lightmode', 'dialog box': 'dialog', 'alert box': 'dialog',
  'dialog window': 'dialog', 'modal window': 'modal', 'modal dialog': 'dialog', 'popup window': 'popup',
  'list item': 'item', 'tree item': 'item', 'magnifying glass': 'magnifier', 'column header': 'columnheader', 'row header': 'rowheader', 'nav menu': 'navigation', 'navigation menu': 'navigation',
  'navigation bar': 'navbar', 'main menu': 'navigation', 'top bar': 'header', 'app bar': 'header', 'header bar': 'header', 'main content': 'main', 'side panel': 'sidebar', 'side menu': 'sidebar', 'side nav': 'sidebar', 'side navigation': 'sidebar',
  'social media': 'social', 'social network': 'social', 'social networks': 'social',
  'multi line': 'multiline',
  // A control one cannot use is drawn faded: "the greyed-out Save button" is the disabled one.
  'greyed out': 'disabled', 'grayed out': 'disabled',
  'throw away': 'discard',
  // Glyphs people name by their shape: the ? icon is help, the speech bubble comments or chat.
  'question mark': 'questionmark', 'speech bubble': 'speechbubble', 'chat bubble': 'speechbubble',
  // A board's first column and a task list: "To Do" is two stop words apart.
  'to do': 'todo',
  // How often, said either way: "repeat weekly" is "Repeat every week".
  'every day': 'daily', 'every week': 'weekly', 'every month': 'monthly', 'every year': 'yearly',
  'two factor': '2fa', '2 fa': '2fa', 'multi factor': 'mfa', 'two step': '2fa',
  'more options': 'ellipsis', 'more actions': 'ellipsis', 'full screen': 'fullscreen', 'read only': 'readonly', 'three dots': 'ellipsis', 'three dot': 'ellipsis', 'dots menu': 'ellipsis', 'kebab menu': 'kebab', 'meatball menu': 'ellipsis', 'overflow menu': 'ellipsis', 'hamburger menu': 'hamburger', 'burger menu': 'hamburger',
});

/**
 * British spellings and their American forms, read as one word on both sides: a page
 * says "Favorites" and its tester writes "Favourites". Every word passes through this
 * before any list below sees it, so the lists name only the American form.
 */
export const AMERICAN_SPELLINGS: Readonly<Record<string, string>> = wordTable({
  favourite: 'favorite', favourites: 'favorites', favourited: 'favorited', colour: 'color', colours: 'colors',
  centre: 'center', cancelled: 'canceled', cancelling: 'canceling', organisation: 'organization',
  organisations: 'organizations', organise: 'organize', customise: 'customize', personalise: 'personalize',
  licence: 'license', licences: 'licenses', catalogue: 'catalog', grey: 'gray', behaviour: 'behavior',
  travelling: 'traveling', traveller: 'traveler', travellers: 'travelers', jewellery: 'jewelry',
  programme: 'program', analyse: 'analyze', authorise: 'authorize', optimise: 'optimize', maximise: 'maximize',
  minimise: 'minimize', enrol: 'enroll', metre: 'meter', metres: 'meters', theatre: 'theater', neighbour: 'neighbor',
  honour: 'honor', labour: 'labor', harbour: 'harbor', flavour: 'flavor', flavours: 'flavors', summarise: 'summarize',
  apologise: 'apologize', recognise: 'recognize', utilise: 'utilize', synchronise: 'synchronize', prioritise: 'prioritize',
});

/**
 * Groups of words meaning the same thing on a page. Matching a synonym scores a bit
 * less than matching the word itself, so "OK" still beats "Okay" for "ok".
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['signin', 'login', 'logon', 'signon'],
  ['signout', 'logout', 'logoff', 'signoff'],
  ['signup', 'register', 'registration', 'join', 'enroll'],
  ['cart', 'basket', 'bag', 'trolley'],
  // An address form's second line.
  ['apartment', 'apt'],
  // What an editor calls the title of a post or an article.
  ['title', 'headline'],
  // The code a shopper types for money off.
  ['promo', 'discount', 'coupon', 'voucher', 'promotion', 'promotional'],
  ['search', 'find', 'magnifier', 'magnify', 'magnifying', 'lookup', 'query'],
  ['close', 'x', 'dismiss', 'closethick', 'times', 'exit', 'cross', 'xmark'],
  ['delete', 'remove', 'trash', 'bin', 'discard', 'erase', 'garbage', 'rubbish'],
  // The × on a tag, a file or a task takes it away; kits name that button "close" as often as
  // "remove", and the × in a field "clear".
  ['remove', 'x', 'times', 'xmark', 'cross', 'close'],
  ['clear', 'x', 'times', 'xmark', 'cross'],
  ['edit', 'modify', 'change', 'pencil', 'pen', 'update'],
  // Chat and code-review apps add a reaction with a smiley button: "the emoji button".
  ['reaction', 'emoji', 'smiley'],
  ['settings', 'preferences', 'gear', 'cog', 'config', 'configuration', 'configure'],
  // The ≡ icon: people call it a hamburger, Font Awesome "bars", Material icon kits "menu".
  ['hamburger', 'burger', 'bars', 'menu'],
  // The ≡ button is how a small screen opens the site's navigation ("Toggle navigation").
  ['hamburger', 'navigation'],
  ['home', 'homepage', 'house'],
  ['email', 'mail'],
  // Abbreviations forms and tables use for their labels, and people for the labels.
  ['max', 'maximum'],
  ['min', 'minimum'],
  ['desc', 'description'],
  ['dept', 'department'],
  ['addr', 'address'],
  ['org', 'organization'],
  ['num', 'number'],
  ['auto', 'automatic', 'automatically'],
  ['alt', 'alternative', 'alternate'],
  // The glyphs named by their shape (COMPOUNDS), each only to what it stands for.
  // The crescent moon switches to the dark theme.
  ['darkmode', 'moon'],
  ['questionmark', 'help'], ['questionmark', 'question'],
  ['speechbubble', 'comment'], ['speechbubble', 'comments'], ['speechbubble', 'chat'], ['speechbubble', 'speech'], ['speechbubble', 'message'], ['speechbubble', 'messages'],
  // A currency picker shows the code it is set to: "the currency dropdown" says "EUR €".
  ['currency', 'usd', 'eur', 'gbp', 'jpy', 'cad', 'aud', 'chf', 'sek', 'nok', 'dkk', 'inr', 'cny'],
  ['doc', 'document'],
  ['docs', 'documents', 'documentation'],
  ['pct', 'percent'],
  // Time units as forms shorten them ("Effort (hrs)"); "hr" is also HR, "min" minimum, "sec" second.
  ['hours', 'hrs'],
  ['minutes', 'mins'],
  // The envelope glyph is the mail or messages button.
  ['envelope', 'mail'],
  ['envelope', 'message', 'messages'],
  // The globe glyph is the world, or the language picker.
  ['globe', 'world', 'earth', 'planet'],
  ['globe', 'language', 'languages', 'translate'],
  ['password', 'passcode', 'pwd', 'passwd'],
  // The three digits on the back of a card.
  ['cvv', 'cvc', 'csc', 'cvv2', 'cvc2'],
  ['2fa', 'mfa', 'otp', 'authenticator'],
  ['enable', 'activate'],
  ['disable', 'deactivate'],
  ['username', 'login', 'userid', 'handle'],
  ['phone', 'telephone', 'tel', 'mobile', 'cell', 'call'],
  ['favorite', 'star', 'starred', 'fav', 'important'],
  // A bookmark is a favourite kept, but not the star: pages that have both draw them apart.
  ['favorite', 'bookmark'],
  ['like', 'heart', 'love'],
  // Material's and Grommet's "favorite" icon is a heart.
  ['heart', 'favorite'],
  ['multiple', 'multi'],
  ['next', 'forward', 'continue', 'proceed'],
  ['previous', 'prev', 'back', 'backward'],
  ['add', 'plus', 'new', 'create'],
  ['submit', 'send', 'go', 'confirm', 'ok'],
  ['ok', 'okay'],
  ['cancel', 'abort'],
  // Filters and forms go back to empty either way: "Clear all", "Reset filters".
  ['reset', 'clear'],
  ['pagination', 'pager'],
  // A card's or a document's end date.
  ['expiry', 'expiration', 'expires', 'exp'],
  ['profile', 'account', 'user', 'avatar', 'me'],
  ['help', 'support', 'faq', 'question'],
  ['info', 'information', 'details', 'about'],
  ['notifications', 'notification', 'bell', 'alerts', 'alert'],
  ['download', 'export'],
  // A file is named by its extension, a person by what it holds ("the spreadsheet template").
  ['spreadsheet', 'xlsx', 'xls', 'csv', 'ods'],
  ['presentation', 'slides', 'pptx', 'ppt', 'odp'],
  ['upload', 'import', 'attach', 'attachment', 'paperclip'],
  ['quantity', 'qty', 'amount', 'count'],
  ['zipcode', 'postcode', 'zip', 'postal'],
  ['checkout', 'pay', 'payment', 'purchase', 'buy'],
  ['expand', 'more', 'show'],
  ['collapse', 'less', 'hide'],
  ['firstname', 'forename', 'given'],
  ['lastname', 'surname', 'family'],
  ['address', 'street'],
  ['message', 'msg', 'comment', 'comments', 'note', 'feedback', 'chat'],
  ['reply', 'respond', 'answer'],
  // Team settings ask to "Invite member", people to "add a teammate".
  ['invite', 'add'],
  ['member', 'teammate', 'colleague'],
  // Forums call the same thing a topic, a thread or a discussion.
  ['topic', 'thread', 'discussion'],
  ['share', 'forward'],
  ['save', 'store', 'keep'],
  // Social sites and listings keep a post or a place for later under either word.
  ['save', 'bookmark'],
  // Social apps name their compose button by their own word for a post.
  ['publish', 'post', 'toot', 'tweet'],
  ['refresh', 'reload', 'sync'],
  // Media players: the repeat button loops the track.
  ['repeat', 'loop'],
  // Booking sites say "Reserve" where people say "book it".
  ['reserve', 'book', 'reservation', 'booking'],
  ['dialog', 'modal', 'popup', 'overlay'],
  ['price', 'cost'],
  ['careers', 'career', 'jobs', 'job', 'vacancies', 'hiring'],
  ['annual', 'annually', 'yearly', 'year'],
  ['monthly', 'month'],
  // Calendars abbreviate day and month names ("Thu 17", "Sep 18"). Sun, Sat, Mar, May and Dec
  // are words of their own ("the sun icon"), so they stay out.
  ['monday', 'mon'], ['tuesday', 'tue', 'tues'], ['wednesday', 'wed'], ['thursday', 'thu', 'thur', 'thurs'], ['friday', 'fri'],
  ['january', 'jan'], ['february', 'feb'], ['april', 'apr'], ['june', 'jun'], ['july', 'jul'], ['august', 'aug'],
  ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'],
  ['country', 'nation'],
  ['company', 'organization', 'business'],
  // Invoicing and CRM screens name the person billed by any of these.
  ['customer', 'client', 'contact'],
  ['image', 'picture', 'photo', 'img', 'pic'],
  ['accept', 'agree', 'allow', 'agreement'],
  ['shop', 'store'],
  // A theme toggle switches between dark and light, whichever way its label puts it.
  ['darkmode', 'lightmode', 'theme', 'dark'],
  ['reject', 'decline', 'deny'],
  ['terms', 'conditions', 'tos'],
  ['newsletter', 'subscribe', 'subscription'],
  ['open', 'launch', 'show', 'view'],
  ['minus', 'decrease', 'decrement', 'subtract', 'fewer'],
  ['plus', 'increase', 'increment'],
  // The ⋮ button is the "more options" menu on any site.
  ['more', 'dots', 'ellipsis', 'kebab', 'overflow', 'options'],
  // The grid of dots that opens the app switcher (Microsoft's "waffle").
  ['launcher', 'waffle', 'apps', 'switcher'],
  // Icon kits name the arrow glyph by its shape.
  ['arrow', 'chevron', 'caret', 'angle'],
  // More icon-kit shapes that name an action or a thing on any site.
  ['view', 'eye', 'preview', 'show', 'reveal'],
  ['print', 'printer'],
  ['copy', 'duplicate', 'clone'],
  ['fullscreen', 'maximize', 'expand'],
  ['folder', 'directory'],
  ['file', 'document'],
  ['calendar', 'date'],
  // A post's or a message's timestamp is its `<time>`, or the link around it.
  ['timestamp', 'time', 'datetime'],
  ['location', 'map', 'marker', 'pin'],
  ['filter', 'funnel'],
  // Bootstrap-style colour classes name colours.
  ['danger', 'red'],
  ['success', 'green'],
  ['warning', 'yellow', 'orange'],
  ['primary', 'blue'],
];

const SOCIAL_BRANDS: readonly string[] = [
  'facebook', 'twitter', 'instagram', 'linkedin', 'github', 'gitlab', 'youtube', 'pinterest', 'dribbble', 'behance',
  'tiktok', 'reddit', 'discord', 'whatsapp', 'telegram', 'snapchat', 'tumblr', 'mastodon', 'google', 'apple', 'vimeo', 'twitch',
];

/**
 * Phrases a page writes for what a user names in one word, and icon names built from two
 * words: the page side gains the word as an alias (see `fuzzy.phraseAliases`), so "the
 * sign up button" finds "Create account" and "next" finds `fa-chevron-right`. Only
 * phrases that mean the word on any site belong here. Keys are normalised words
 * (after `COMPOUNDS`).
 */
export const PHRASE_SYNONYMS: Readonly<Record<string, string | readonly string[]>> = wordTable({
  'create account': 'signup', 'create an account': 'signup', 'new account': 'signup', 'open account': 'signup',
  'log off': 'signout', 'sign off': 'signout', 'power off': 'signout',
  'shopping bag': 'cart',
  // A single sign-on button ("Continue with GitHub") both signs in and signs up.
  'continue with': ['signin', 'signup'],
  'work for us': 'careers', 'work with us': 'careers', 'join our team': 'careers',
  'chevron right': 'next', 'arrow right': 'next', 'angle right': 'next', 'caret right': 'next', 'angles right': 'next',
  'chevron left': 'previous', 'arrow left': 'previous', 'angle left': 'previous', 'caret left': 'previous', 'angles left': 'previous',
  'ellipsis v': 'more', 'ellipsis h': 'more', 'ellipsis vertical': 'more', 'ellipsis horizontal': 'more', 'more vert': 'more', 'more vertical': 'more', 'more horizontal': 'more',
  'more horiz': 'more', 'dots vertical': 'more', 'dots horizontal': 'more',
  // Ionicons (Ionic, View UI) name the pencil "create".
  'ios create': 'edit', 'md create': 'edit',
  'paper plane': 'send', 'floppy disk': 'save', 'thumbs up': 'like', 'user circle': 'profile', 'x mark': 'close',
  'sliders h': 'settings', 'trash can': 'delete',
  // Where deleted things wait: file managers and mail clients name the trash by its contents.
  'deleted files': 'trash', 'deleted items': 'trash', 'deleted messages': 'trash', 'recycle bin': 'trash',
  'last name': 'lastname', 'family name': 'lastname', 'first name': 'firstname', 'given name': 'firstname',
  'security code': 'cvv', 'card code': 'cvv', 'verification number': 'cvv',
  // Social networks and single sign-on providers are what "the social icons" and "the
  // social sign-up buttons" mean, whichever brands a site shows.
  ...Object.fromEntries(SOCIAL_BRANDS.map((brand) => [brand, 'social'])),
  // Bootstrap and most kits draw the ≡ button as a "navbar toggler" / "menu toggle".
  'navbar toggler': 'hamburger', 'navbar toggle': 'hamburger', 'nav toggle': 'hamburger', 'menu toggle': 'hamburger',
  // Twitter is X now; people still call its link "the Twitter icon".
  'on x': 'twitter',
  // The button that ends a checkout.
  'place order': 'checkout', 'place your order': 'checkout',
  // A player's speaker button, said as a verb or as what it turns.
  'turn on sound': 'unmute', 'sound on': 'unmute', 'turn off sound': 'mute', 'sound off': 'mute',
  // Wallets and banks: putting money into the account.
  'add money': 'topup', 'add funds': 'topup',
  // Every map draws its zoom buttons as + and −.
  'zoom in': 'plus', 'zoom out': 'minus',
  // Code hosts' everyday abbreviations: "the PRs tab", "open MRs".
  'pull request': 'pr', 'pull requests': 'pr', 'merge request': 'mr', 'merge requests': 'mr',
  // And procurement's: "Create PO".
  'purchase order': 'po', 'purchase orders': 'po',
});

/** Symbols and glyphs that stand for a word on icon buttons. */
export const GLYPH_WORDS: Readonly<Record<string, string>> = wordTable({
  '×': 'x', '✕': 'x', '✖': 'x', '⨯': 'x', '✗': 'x', '❌': 'x',
  '🔍': 'search', '🔎': 'search', '⌕': 'search',
  '☰': 'menu', '≡': 'menu',
  '🛒': 'cart', '🛍': 'bag',
  '★': 'star', '☆': 'star', '⭐': 'star',
  '♥': 'heart', '❤': 'heart', '♡': 'heart',
  '⚙': 'settings', '🗑': 'trash',
  '›': 'next', '»': 'next', '→': 'next', '▶': 'next', '❯': 'next',
  '‹': 'previous', '«': 'previous', '←': 'previous', '◀': 'previous', '❮': 'previous',
  '+': 'plus', '✓': 'check', '✔': 'check', '✎': 'edit', '✏': 'edit',
  '©': 'copyright', '®': 'registered', '™': 'trademark',
  '%': 'percent',
});

/** Ordinal words -> 1-based position; negative counts from the end (-1 = last). */
export const ORDINALS: Readonly<Record<string, number>> = wordTable({
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4,
  fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7, eighth: 8, '8th': 8,
  ninth: 9, '9th': 9, tenth: 10, '10th': 10, last: -1, final: -1, penultimate: -2,
  topmost: 1, bottommost: -1, leftmost: 1, rightmost: -1,
});

/** Number words that say how many elements a plural means ("all four buttons", "the two links"). */
export const CARDINALS: Readonly<Record<string, number>> = wordTable({
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
});

/** Words that make a description plural ("all product links", "every checkbox"). */
export const PLURAL_DETERMINERS: ReadonlySet<string> = new Set(['all', 'every', 'each', 'both', 'any']);

/** Verbs that start an instruction; the element is what follows them. */
export const ACTION_VERBS: Readonly<Record<string, 'click' | 'type' | 'select' | 'check' | 'hover' | 'find'>> = wordTable({
  click: 'click', tap: 'click', press: 'click', hit: 'click', push: 'click', activate: 'click',
  drag: 'click', slide: 'click', adjust: 'click',
  doubleclick: 'click', dblclick: 'click', use: 'click', follow: 'click', trigger: 'click',
  type: 'type', enter: 'type', fill: 'type', set: 'type', input: 'type', write: 'type', put: 'type', paste: 'type',
  select: 'select', choose: 'select', pick: 'select',
  check: 'check', uncheck: 'check', tick: 'check', untick: 'check', toggle: 'check', mark: 'check', turn: 'check',
  enable: 'check', disable: 'check',
  hover: 'hover', focus: 'hover', scroll: 'hover',
  find: 'find', locate: 'find', open: 'click', navigate: 'find', go: 'find', switch: 'find', visit: 'find', see: 'find',
  expand: 'click', collapse: 'click', close: 'click', dismiss: 'click',
});

/** Verbs that arrange a list by a criterion: "sort teachers by subject", "filter tickets by priority", "the Group by drop-down". */
export const ORDERING_VERBS: ReadonlySet<string> = new Set(['sort', 'filter', 'group', 'order']);

/** Verbs whose clause only leads the way ("Find the email by X and click ..."). */
export const NAVIGATION_VERBS: ReadonlySet<string> = new Set(['find', 'locate', 'navigate', 'go', 'switch', 'visit', 'see', 'scroll', 'look']);

/** Filler that never identifies an element. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'please', 'my', 'your', 'our', 'its', 'it', 'their', 'his', 'her',
  'on', 'at', 'to', 'and', 'or', 'is', 'are', 'be', 'which', 'where', 'here', 'there', 'now', 'then', 'just', 'so',
  'then', 'some', 'one', 'ones', 'that', 'says', 'say', 'saying', 'reads', 'labelled', 'labeled', 'named', 'called',
  'titled', 'entitled', 'with', 'of', 'in', 'into', 'onto', 'from', 'for', 'by', 'as', 'can', 'you', 'i',
  'we', 'me', 'should', 'will', 'would', 'want', 'need', 'let', 'us', 'go', 'ahead', 'also', 'again', 'currently',
  'shown', 'visible', 'displayed', 'available', 'page', 'screen', 'site', 'up', 'do', 'has', 'have', 'what', 'who',
  'on-screen', 'if', 'when', 'not', 'all', 'every', 'each', 'both', 'any', 'only',
]);

/** Tags that are never an answer. */
export const NEVER_ANSWER_TAGS: ReadonlySet<string> = new Set([
  'html', 'head', 'body', 'script', 'style', 'meta', 'link', 'title', 'noscript', 'template', 'br', 'wbr', 'base',
  'path', 'g', 'use', 'defs', 'symbol', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'stop',
  'lineargradient', 'radialgradient', 'clippath', 'mask', 'source', 'track', 'param', 'col', 'colgroup',
]);

const synonymIndex: Map<string, number[]> = buildSynonymIndex();

function buildSynonymIndex(): Map<string, number[]> {
  const index = new Map<string, number[]>();
  SYNONYM_GROUPS.forEach((group, id) => {
    for (const word of group) index.set(word, [...(index.get(word) ?? []), id]);
  });
  return index;
}

/** All synonyms of a word (without the word itself). */
export function synonymsOf(word: string): string[] {
  const out = new Set<string>();
  for (const g of synonymIndex.get(word) ?? []) for (const w of SYNONYM_GROUPS[g] ?? []) if (w !== word) out.add(w);
  return [...out];
}
