<?php
$page = $_GET['page'] ?? 'home';
$pages = ['home' => 'pages/home.php', 'about' => 'pages/about.php', 'contact' => 'pages/contact.php'];
$target = $pages[$page] ?? $pages['home'];
?>
<html>
<body>
<nav><a href="?page=home">Home</a> <a href="?page=about">About</a></nav>
<main>
<?php include $target; ?>
</main>
</body>
</html>
