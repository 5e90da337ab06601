package com.quillstone.permits.config;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "quillstone")
public class PortalProperties {

    private String documentRoot;
    private String uploadDir;
    private String backupDir;
    private String geoBase;
    private String geoApiKey;
    private List<String> webhookHosts;

    public String getDocumentRoot() { return documentRoot; }
    public void setDocumentRoot(String documentRoot) { this.documentRoot = documentRoot; }
    public String getUploadDir() { return uploadDir; }
    public void setUploadDir(String uploadDir) { this.uploadDir = uploadDir; }
    public String getBackupDir() { return backupDir; }
    public void setBackupDir(String backupDir) { this.backupDir = backupDir; }
    public String getGeoBase() { return geoBase; }
    public void setGeoBase(String geoBase) { this.geoBase = geoBase; }
    public String getGeoApiKey() { return geoApiKey; }
    public void setGeoApiKey(String geoApiKey) { this.geoApiKey = geoApiKey; }
    public List<String> getWebhookHosts() { return webhookHosts; }
    public void setWebhookHosts(List<String> webhookHosts) { this.webhookHosts = webhookHosts; }
}
