function render() {
  const params = new URLSearchParams(location.search);
  document.getElementById('name').textContent = 'Hi ' + params.get('name');
}
