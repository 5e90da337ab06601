export function showWelcome(): void {
  const name = decodeURIComponent(window.location.hash.slice(1));
  document.getElementById('welcome')!.textContent = `Welcome, ${name}!`;
}
