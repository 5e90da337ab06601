// Browser code: the URL fragment and query are attacker-chosen (a link sets them).
function renderFromHash() {
  const fragment = decodeURIComponent(window.location.hash.slice(1));
  // ruleid: js-xss-response
  $('#greeting').html('<b>' + fragment + '</b>');
  // Text is inserted as text.
  // ok: js-xss-response
  $('#greeting').text(fragment);
  // A selector built from the URL is parsed as HTML when it looks like markup.
  // ruleid: js-xss-response
  $(location.hash);
  // ok: js-xss-response
  $('#main').append('<li class="item">static</li>');
  // ruleid: js-xss-response
  document.write('<p>' + document.referrer + '</p>');
  // ok: js-xss-response
  document.write('<p>Loading…</p>');
  // ruleid: js-xss-response
  document.body.insertAdjacentHTML('beforeend', '<aside>' + fragment + '</aside>');
  // ruleid: js-xss-response
  document.body.innerHTML = fragment;
  // ok: js-xss-response
  document.body.insertAdjacentHTML('afterbegin', '<aside>Offline</aside>');
}

renderFromHash();
