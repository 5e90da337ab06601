<?php
if (isset($_FILES['doc'])) {
    $orig = $_FILES['doc']['name'];
    move_uploaded_file($_FILES['doc']['tmp_name'], '/var/uploads/' . bin2hex(random_bytes(8)));
    echo "<li>Uploaded " . $orig . "</li>";
}
