<?php
if (isset($_FILES['avatar'])) {
    $target = "uploads/" . bin2hex(random_bytes(16)) . ".jpg";
    if (move_uploaded_file($_FILES['avatar']['tmp_name'], $target)) {
        echo "Uploaded";
    }
}
