export function loadMaps() {
  const key = import.meta.env.VITE_MAPS_KEY;
  const s = document.createElement('script');
  s.src = `https://maps.googleapis.com/maps/api/js?key=${key}&libraries=places`;
  document.head.appendChild(s);
}
