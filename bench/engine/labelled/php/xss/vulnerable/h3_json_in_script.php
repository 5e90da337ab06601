<?php
$filters = ['term' => $_GET['term'] ?? '', 'page' => 1];
?>
<script>var filters = <?php echo json_encode($filters); ?>;</script>
