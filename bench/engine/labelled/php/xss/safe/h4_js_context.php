<?php
$user = $_GET['user'] ?? '';
?>
<html>
<head>
<script>
  var currentUser = <?php echo json_encode($user, JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_HEX_AMP); ?>;
  document.title = 'Profile of ' + currentUser;
</script>
</head>
<body></body>
</html>
