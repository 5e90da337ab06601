function render() {
  const params = new URLSearchParams(location.search);
  document.getElementById('name').innerHTML = 'Hi ' + params.get('name');
}
