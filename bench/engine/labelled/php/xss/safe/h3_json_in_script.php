<?php
$filters = ['term' => $_GET['term'] ?? '', 'page' => 1];
?>
<script>var filters = <?php echo json_encode($filters, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT); ?>;</script>
