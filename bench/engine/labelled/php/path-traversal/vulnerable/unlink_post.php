<?php
unlink(__DIR__ . '/uploads/' . $_POST['remove']);
