<?php
printf('<a href="%s">Back</a>', $_SERVER['HTTP_REFERER']);
