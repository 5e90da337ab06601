<h1>Visits for household {{household_id}}</h1>
<ul>
% for v in visits:
  <li>{{v[0]}} — {{!v[1]}}</li> <!-- expect: py-xss-stored -->
% end
</ul>
