<?php
$dest = 'uploads/' . $_FILES['doc']['name'];
move_uploaded_file($_FILES['doc']['tmp_name'], $dest);
