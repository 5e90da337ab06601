<?php
$user = $_GET['user'] ?? '';
?>
<html>
<head>
<script>
  var currentUser = '<?php echo htmlspecialchars($user); ?>';
  document.title = 'Profile of ' + currentUser;
</script>
</head>
<body></body>
</html>
