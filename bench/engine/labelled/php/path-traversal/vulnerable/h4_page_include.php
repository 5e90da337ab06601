<?php
$page = $_GET['page'] ?? 'home';
$page = str_replace('../', '', $page);
?>
<html>
<body>
<nav><a href="?page=home">Home</a> <a href="?page=about">About</a></nav>
<main>
<?php include 'pages/' . $page . '.php'; ?>
</main>
</body>
</html>
