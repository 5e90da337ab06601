<!doctype html>
<html>
<head><title>Harbor Street check-in</title></head>
<body>
  % if message:
  <p class="message">{{message}}</p>
  % end
  % if household:
  <h1>Welcome, {{household['family_name']}}!</h1>
  <p>Parcel size: {{household['size']}}</p>
  % else:
  <form method="post" action="/checkin">
    <input name="card" autofocus placeholder="Scan your card">
    <input name="note" placeholder="Anything we should know?">
    <button>Check in</button>
  </form>
  % end
</body>
</html>
