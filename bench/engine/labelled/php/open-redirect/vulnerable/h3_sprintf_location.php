<?php
function go($target) {
    header(sprintf('Location: %s', $target));
    exit;
}
go($_POST['after']);
