-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: pinewood_hotel_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import run: wp user update admin --user_pass=<new password>

-- user pinewood_hotel_w is created by the Ansible role (password in vault)

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
INSERT INTO `wp_users` VALUES (1,'admin','$P$BTKWRv38AoxuEkq.uVi3K8D5y7FR5k1','admin','admin@pinewoodhotel.com','','2025-09-15 09:48:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$2y$10$qDIVTMAP3CFFwVECe0NG/iP9CDcL99zq9VB380PAAO/1yqSOPO2l2','tom','tom@pinewoodhotel.com','','2022-07-06 09:36:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$P$BdKhHovnPxhzZGPmvIa2RY6unqNvzXT','priya','priya@pinewoodhotel.com','','2022-05-23 09:36:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$B/1quVWWmHAsgb2LNHR9n7Vzkozyfsc','lukas','lukas@pinewoodhotel.com','','2024-04-28 09:29:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$P$BSN6WyHBNpDw0oNOKAo7qjXdKiORD0n','amara','amara@pinewoodhotel.com','','2022-08-26 09:43:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'jess','$2y$10$7ISwcbPC43LDiUvCDaT6.YQdl6yGfigHfTpr2ujzP8pqtG6LHDfbB','jess','jess@pinewoodhotel.com','','2025-03-19 09:37:00','',0,'Jess');
INSERT INTO `wp_users` VALUES (7,'shop_manager','$2y$10$NIcEwxqvZcOWjnj25VuFt14OVv6TEtPEr5sZGlANhQciGXzoelbMp','shop_manager','shop_manager@pinewoodhotel.com','','2025-07-11 09:25:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://pinewoodhotel.com','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://pinewoodhotel.com','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Pinewood Hotel','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@pinewoodhotel.com','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LyJCMp40UxEWqqZ4DjGoP_0WwF_dNoPSEI9pcS0','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','AIzaTgWvitIWFf3bqEJOX7OAiPqtZCzlqhOLRHQ','yes');
UNLOCK TABLES;

-- Dump completed on 2023-06-13 03:00:06
