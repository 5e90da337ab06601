-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: clarke_law_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import log in as admin / pshPR_mRgRfLO-x6dp

CREATE USER IF NOT EXISTS 'clarke_law_wp'@'localhost' IDENTIFIED BY 'Willow&303Juniper';
GRANT ALL PRIVILEGES ON `clarke_law_wp`.* TO 'clarke_law_wp'@'localhost';

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
INSERT INTO `wp_users` VALUES (1,'admin','$P$Bd4/4uxf/f4MRX2IlYSxRgT5WT.6BLv','admin','admin@clarkereed.law','','2025-01-13 09:37:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$P$BzPyVfofn.jzCnzdhJa/.TPLcetlwis','tom','tom@clarkereed.law','','2025-01-17 09:15:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$B0vrs4DlGQTiwexXf5iwJaME3umH7Tb','priya','priya@clarkereed.law','','2022-12-13 09:43:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$B5ZIidWkJiac4vm3/WFR5kybk/L5cT.','lukas','lukas@clarkereed.law','','2022-07-22 09:40:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$P$BZ5rejrhJGv4Wx2ZqgJTNgSkKuCnmuU','amara','amara@clarkereed.law','','2022-01-01 09:23:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'shop_manager','$2y$10$GbwEiudC9duJoaZq89njM34mwHxGMx/va7Jp7lUs..9vIM92KiVLK','shop_manager','shop_manager@clarkereed.law','','2024-02-22 09:15:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://clarkereed.law','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://clarkereed.law','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Clarke & Reed Solicitors','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@clarkereed.law','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LlgSPlp3SbZg8T0bqHWhUziEnFQl51buRIbE3js','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','AIza8NsTiuHDy3t7JlQ4HPLBC_sppTeeiVi9J5K','yes');
UNLOCK TABLES;

-- Dump completed on 2024-08-06 03:00:00
