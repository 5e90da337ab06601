<?php
if (isset($_FILES['avatar'])) {
    $target = "uploads/" . $_FILES['avatar']['name'];
    if (move_uploaded_file($_FILES['avatar']['tmp_name'], $target)) {
        echo "Uploaded";
    }
}
