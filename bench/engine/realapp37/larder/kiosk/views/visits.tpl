<!doctype html>
<html>
<body>
  <h1>Visits for household {{household_id}}</h1>
  <ul>
  % for v in visits:
    <li>{{v['at']}} — {{!v['note']}}</li>
  % end
  </ul>
</body>
</html>
