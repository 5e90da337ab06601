(function () {
  'use strict';

  var params = new URLSearchParams(window.location.search);

  var welcome = document.getElementById('welcome');
  if (welcome && params.get('name')) {
    welcome.innerHTML = 'Welcome back, ' + params.get('name') + '!';
  }

  var filterLabel = document.getElementById('filter-label');
  if (filterLabel && params.get('filter')) {
    filterLabel.textContent = 'Filtered by ' + params.get('filter');
  }

  document.querySelectorAll('[data-confirm]').forEach(function (el) {
    el.addEventListener('click', function (event) {
      if (!window.confirm(el.getAttribute('data-confirm'))) event.preventDefault();
    });
  });
})();
