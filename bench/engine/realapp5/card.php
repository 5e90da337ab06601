<?php
require_once 'includes/header.php';
require_login();

$html = '';
$who = isset($_GET['agent']) ? $_GET['agent'] : '';
include 'modules/card/render.php';
?>
<div class="agent-card"><?php echo $html; ?></div>
<?php
require_once 'includes/footer.php';
