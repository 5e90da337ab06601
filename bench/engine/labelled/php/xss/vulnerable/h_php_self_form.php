<html>
<body>
<form method="post" action="<?php echo $_SERVER['PHP_SELF']; ?>">
  <input type="text" name="q">
  <input type="submit">
</form>
</body>
</html>
