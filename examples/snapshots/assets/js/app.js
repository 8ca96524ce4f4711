// Progressive enhancement only: the snapshots work without it.
document.addEventListener('click', (event) => {
  const toggle = event.target.closest('[data-toggle-menu]');
  if (toggle) document.getElementById(toggle.getAttribute('aria-controls'))?.toggleAttribute('hidden');
});
