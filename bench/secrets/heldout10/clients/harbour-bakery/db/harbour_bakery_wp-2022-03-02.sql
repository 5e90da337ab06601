-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: harbour_bakery_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import run: wp user update admin --user_pass=<new password>

CREATE USER IF NOT EXISTS 'harbour_bakery_w'@'localhost' IDENTIFIED BY 'dE0MeVvyy5WD5R6yxc';
GRANT ALL PRIVILEGES ON `harbour_bakery_wp`.* TO 'harbour_bakery_w'@'localhost';

DROP TABLE IF EXISTS `wp_users`;
CREATE TABLE `wp_users` (
  `ID` bigint unsigned NOT NULL AUTO_INCREMENT,
  `user_login` varchar(60) NOT NULL DEFAULT '',
  `user_pass` varchar(255) NOT NULL DEFAULT '',
  `user_nicename` varchar(50) NOT NULL DEFAULT '',
  `user_email` varchar(100) NOT NULL DEFAULT '',
  `user_url` varchar(100) NOT NULL DEFAULT '',
  `user_registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `user_activation_key` varchar(255) NOT NULL DEFAULT '',
  `user_status` int NOT NULL DEFAULT '0',
  `display_name` varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY (`ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

LOCK TABLES `wp_users` WRITE;
INSERT INTO `wp_users` VALUES (1,'admin','$P$B3fVY0shfg7sW4mTvvvWlaC1Md/8ukn','admin','admin@harbourbakery.co.uk','','2024-12-23 09:31:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$2y$10$b8veug18kaZS4d8wN.Wm.KZLhFPju8V00k2wrYymJHmNbZFmlLZMZ','tom','tom@harbourbakery.co.uk','','2022-06-22 09:47:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$B6dyEJxpvUUzs.Erxb2Sqnsc8Nhx4zD','priya','priya@harbourbakery.co.uk','','2023-01-22 09:55:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$B1em8nmgo6fZrLX2lHCSlsT1MTJN.bZ','lukas','lukas@harbourbakery.co.uk','','2023-04-07 09:11:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$2y$10$2ax74cuve4JXAeAKpICtG1GZ0/Z4uUkhEbAYXuIpxJzCGNajWGfHS','amara','amara@harbourbakery.co.uk','','2022-10-27 09:58:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'jess','$2y$10$iqV25x7BNQ7rr1PZHH8IvNguFFzTEwe/dzqyJkAVgtzJXlU4V1kgp','jess','jess@harbourbakery.co.uk','','2022-05-20 09:17:00','',0,'Jess');
INSERT INTO `wp_users` VALUES (7,'shop_manager','$P$BvdX/6DYScg5/mv8dow3jjOcmY2/SOd','shop_manager','shop_manager@harbourbakery.co.uk','','2025-09-08 09:11:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://harbourbakery.co.uk','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://harbourbakery.co.uk','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Harbour Bakery','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@harbourbakery.co.uk','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LgL-DrqrVodEkgD-_dSWDu8abO_ZfrEhCPKq4CA','yes');
INSERT INTO `wp_options` VALUES (7,'woocommerce_stripe_settings','a:7:{s:7:"enabled";s:3:"yes";s:8:"testmode";s:2:"no";s:15:"publishable_key";s:107:"pk_live_51oU4kamsWpEc73EFTHPMnJ9lWnrnwkTfDcBvZYtwgbJpQkLtAtvC8iCwGcVgJtzHSW6DjM9j4fONDQqHz7MDFOhBVXxb1aO1tk";s:10:"secret_key";s:0:"";s:15:"test_secret_key";s:0:"";s:12:"statement_descriptor";s:14:"Harbour Bakery";}','yes');
INSERT INTO `wp_options` VALUES (8,'woocommerce_currency','GBP','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','AIzaV1eP2Bn2NimpuOemc50F_RJzbxeF32IImud','yes');
UNLOCK TABLES;

-- Dump completed on 2023-12-19 03:00:06
