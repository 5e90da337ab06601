<h1><?= $shop ?></h1>
<p>Results for <?= htmlspecialchars($q, ENT_QUOTES) ?></p>
<p class="empty">Nothing matches <?= $q ?>.</p> <!-- expect: php-xss -->
