<form action="<?php echo $_SERVER['PHP_SELF']; ?>" method="post">
<input type="submit">
</form>
