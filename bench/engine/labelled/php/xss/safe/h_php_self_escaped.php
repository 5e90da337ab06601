<html>
<body>
<form method="post" action="<?php echo htmlspecialchars($_SERVER['PHP_SELF'], ENT_QUOTES); ?>">
  <input type="text" name="q">
  <input type="submit">
</form>
</body>
</html>
