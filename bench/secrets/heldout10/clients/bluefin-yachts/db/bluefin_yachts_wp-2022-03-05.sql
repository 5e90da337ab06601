-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: bluefin_yachts_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import log in as admin / cf19e662a66fa1

CREATE USER IF NOT EXISTS 'bluefin_yachts_w'@'localhost' IDENTIFIED BY '8k7A+zJHnfaOjP1D';
GRANT ALL PRIVILEGES ON `bluefin_yachts_wp`.* TO 'bluefin_yachts_w'@'localhost';

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
INSERT INTO `wp_users` VALUES (1,'admin','$2y$10$XXgHu3dfhZ6K8RU8HUZn.Kq6VSgMRrxPrOCYLSQripzX42WrAphyW','admin','admin@bluefinyachts.com','','2025-06-19 09:58:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$P$BXzhWKEAeOcc2iF.DXuQHyah/6HT1E9','tom','tom@bluefinyachts.com','','2024-07-09 09:46:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$B3qdlv0YGIoAN1SJbMhhPwjZbUyBb.P','priya','priya@bluefinyachts.com','','2022-06-15 09:35:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$BjgXh/sHiHLu7KqlWSe9qb0wa9uefZF','lukas','lukas@bluefinyachts.com','','2024-03-02 09:53:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$P$B03lxRyVD5Vg1RNLL1JAMMDoF3Mesi3','amara','amara@bluefinyachts.com','','2022-06-22 09:37:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'shop_manager','$2y$10$HXq13GPGNYGBoYxyK8/vDUlvd0pDKgofEWYGHOQ8AK0ew6r6N2951','shop_manager','shop_manager@bluefinyachts.com','','2025-05-24 09:27:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://bluefinyachts.com','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://bluefinyachts.com','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Bluefin Yachts','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@bluefinyachts.com','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LwyQLVxBZcHfPd53JOz0bVob3RmLhQsC_LRCL6_','yes');
INSERT INTO `wp_options` VALUES (7,'woocommerce_stripe_settings','a:7:{s:7:"enabled";s:3:"yes";s:8:"testmode";s:2:"no";s:15:"publishable_key";s:107:"pk_live_511Zd7V9EBTSoGYofZaEzlobWyGMJymuWMST3PB5vulblkrR8jaaC5kiHhDdUTNTfWuTWJ1DDYkgJJxK4iwdH3znjzZ80PBbysR";s:10:"secret_key";s:0:"";s:15:"test_secret_key";s:0:"";s:12:"statement_descriptor";s:14:"Bluefin Yachts";}','yes');
INSERT INTO `wp_options` VALUES (8,'woocommerce_currency','GBP','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','AIza24DCo5ti21UTQ7K8yipjfK7PPwBLZzGbUwf','yes');
UNLOCK TABLES;

-- Dump completed on 2022-04-13 03:00:07
