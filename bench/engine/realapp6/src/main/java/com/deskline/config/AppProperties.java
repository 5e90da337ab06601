package com.deskline.config;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "deskline")
public class AppProperties {
    private String uploadDir = "/var/lib/deskline/uploads";
    private String exportDir = "/var/lib/deskline/exports";
    private String ldapBase = "ou=people,dc=deskline,dc=local";
    private String statusApi = "https://status.deskline.io";
    private List<String> allowedRedirects = List.of("/dashboard");
    private List<String> webhookHosts = List.of();

    public String getUploadDir() { return uploadDir; }
    public void setUploadDir(String uploadDir) { this.uploadDir = uploadDir; }
    public String getExportDir() { return exportDir; }
    public void setExportDir(String exportDir) { this.exportDir = exportDir; }
    public String getLdapBase() { return ldapBase; }
    public void setLdapBase(String ldapBase) { this.ldapBase = ldapBase; }
    public String getStatusApi() { return statusApi; }
    public void setStatusApi(String statusApi) { this.statusApi = statusApi; }
    public List<String> getAllowedRedirects() { return allowedRedirects; }
    public void setAllowedRedirects(List<String> allowedRedirects) { this.allowedRedirects = allowedRedirects; }
    public List<String> getWebhookHosts() { return webhookHosts; }
    public void setWebhookHosts(List<String> webhookHosts) { this.webhookHosts = webhookHosts; }
}
