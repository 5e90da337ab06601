<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';
$uploadDir = $_LAB['upload_dir'];

if (isset($_POST['Upload']) && isset($_FILES['uploaded'])) {
    $upload = $_FILES['uploaded'];

    switch ($level) {
        case 'low':
            $album = $_POST['album'] ?? 'general';
            $target = $uploadDir . $album . '/' . $upload['name'];
            if (move_uploaded_file($upload['tmp_name'], $target)) {
                $html .= '<pre>' . $target . ' succesfully uploaded!</pre>';
            }
            break;

        case 'medium':
            $album = str_replace('../', '', $_POST['album'] ?? 'general');
            $type = $upload['type'];
            if (($type === 'image/jpeg' || $type === 'image/png') && $upload['size'] < 100000) {
                $destination = $uploadDir . $album . '/' . basename($upload['name']);
                if (move_uploaded_file($upload['tmp_name'], $destination)) {
                    $html .= '<pre>' . htmlspecialchars($destination) . ' succesfully uploaded!</pre>';
                }
            } else {
                $html .= '<pre>Your image was not uploaded. We can only accept JPEG or PNG images.</pre>';
            }
            break;

        default:
            $info = getimagesize($upload['tmp_name']);
            $extensions = [IMAGETYPE_JPEG => 'jpg', IMAGETYPE_PNG => 'png'];
            if ($info !== false && isset($extensions[$info[2]]) && $upload['size'] < 100000) {
                $stored = bin2hex(random_bytes(16)) . '.' . $extensions[$info[2]];
                $image = $info[2] === IMAGETYPE_JPEG ? imagecreatefromjpeg($upload['tmp_name']) : imagecreatefrompng($upload['tmp_name']);
                $info[2] === IMAGETYPE_JPEG ? imagejpeg($image, $upload['tmp_name'], 100) : imagepng($image, $upload['tmp_name'], 9);
                imagedestroy($image);
                if (rename($upload['tmp_name'], $uploadDir . $stored)) {
                    $html .= '<pre><a href="/hackable/uploads/' . $stored . '">' . $stored . '</a> succesfully uploaded!</pre>';
                }
            } else {
                $html .= '<pre>Your image was not uploaded. We can only accept JPEG or PNG images.</pre>';
            }
    }
}

$form = '<form enctype="multipart/form-data" action="#" method="POST">';
$form .= '<input type="hidden" name="MAX_FILE_SIZE" value="100000">';
$form .= 'Album: <input type="text" name="album" value="general"><br>';
$form .= 'Choose an image to upload:<br><input name="uploaded" type="file"><br><input type="submit" name="Upload" value="Upload"></form>';

lab_module_page('File Upload', $form, $html);
