<?php
$search = $_GET['search'] ?? [];
?>
<html>
<body>
<h1>Results for <?php echo $search['term'] ?? ''; ?></h1>
<p>Page <?php echo (int) ($search['page'] ?? 1); ?></p>
</body>
</html>
