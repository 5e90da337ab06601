export function showBanner(): void {
  const params = new URLSearchParams(window.location.search);
  const message = params.get('msg');
  const banner = document.querySelector('#banner');
  if (banner && message) {
    banner.textContent = message;
  }
}
