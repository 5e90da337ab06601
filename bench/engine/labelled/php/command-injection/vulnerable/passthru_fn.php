<?php
function convert($src) {
    passthru('convert ' . $src . ' /tmp/out.png');
}
convert($_FILES['img']['name']);
