<?php
$q = $_REQUEST['q'] ?? '';
echo <<<HTML
<div class="results">
  <h3>Results for $q</h3>
</div>
HTML;
