<ul>
% for v in visits:
  <li>{{v[0]}} — {{v[1]}}</li>
% end
</ul>
