export function showWelcome(): void {
  const name = decodeURIComponent(window.location.hash.slice(1));
  document.getElementById('welcome')!.innerHTML = `Welcome, ${name}!`;
}
