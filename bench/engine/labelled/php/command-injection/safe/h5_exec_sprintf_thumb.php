<?php
$name = $_FILES['image']['name'];
$width = (int) ($_POST['w'] ?? 200);
$target = '/var/app/uploads/' . uniqid('img_', true);
move_uploaded_file($_FILES['image']['tmp_name'], $target);
exec(sprintf('convert %s -resize %dx -set comment %s %s.thumb.png', escapeshellarg($target), $width, escapeshellarg($name), escapeshellarg($target)), $out, $code);
echo $code === 0 ? 'ok' : 'failed';
