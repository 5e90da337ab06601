-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: riverside_vets_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import log in as admin / Quartz396Saffron10

CREATE USER IF NOT EXISTS 'riverside_vets_w'@'localhost' IDENTIFIED BY '93a6f3cf425f10fe';
GRANT ALL PRIVILEGES ON `riverside_vets_wp`.* TO 'riverside_vets_w'@'localhost';

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
INSERT INTO `wp_users` VALUES (1,'admin','$P$BrLbuknqsgrPm2.F8AMHpAQxqMs12LS','admin','admin@riversidevets.co.uk','','2024-04-22 09:35:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$P$BDeOoQaSAWosRI/O6RQusMEYjjuAJsJ','tom','tom@riversidevets.co.uk','','2022-09-13 09:51:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$BaI7LOOLi8A3tzs6FPIALLct/dUaGUa','priya','priya@riversidevets.co.uk','','2025-03-01 09:56:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'shop_manager','$P$BfiRMSN21r4MULlglPDvVdOHaLExviQ','shop_manager','shop_manager@riversidevets.co.uk','','2025-01-21 09:58:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://riversidevets.co.uk','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://riversidevets.co.uk','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Riverside Vets','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@riversidevets.co.uk','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6Lui4Vl3S0QvsrRyAGeG_pPyHHS12ErRIwLfLtaS','yes');
INSERT INTO `wp_options` VALUES (7,'woocommerce_stripe_settings','a:7:{s:7:"enabled";s:3:"yes";s:8:"testmode";s:2:"no";s:15:"publishable_key";s:32:"pk_live_VERTVIvhwZ6jsLbmEraX9SWZ";s:10:"secret_key";s:0:"";s:15:"test_secret_key";s:0:"";s:12:"statement_descriptor";s:14:"Riverside Vets";}','yes');
INSERT INTO `wp_options` VALUES (8,'woocommerce_currency','GBP','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','','yes');
UNLOCK TABLES;

-- Dump completed on 2023-02-09 03:00:05
