<?php
$color = htmlspecialchars($_GET['color'] ?? 'blue');
?>
<html>
<body>
<div style="padding:10px" class=box-<?= $color ?>>
  Theme preview
</div>
</body>
</html>
