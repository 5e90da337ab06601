package org.clearbrook.water.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "accounts")
public class Account {

    @Id
    private Long id;

    @Column(name = "account_number", nullable = false, unique = true)
    private String accountNumber;

    @Column(name = "holder_name")
    private String holderName;

    @Column(name = "service_address")
    private String serviceAddress;

    private String email;

    @Column(name = "rate_class")
    private String rateClass;

    private boolean paperless;

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public String getAccountNumber() { return accountNumber; }
    public void setAccountNumber(String accountNumber) { this.accountNumber = accountNumber; }
    public String getHolderName() { return holderName; }
    public void setHolderName(String holderName) { this.holderName = holderName; }
    public String getServiceAddress() { return serviceAddress; }
    public void setServiceAddress(String serviceAddress) { this.serviceAddress = serviceAddress; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getRateClass() { return rateClass; }
    public void setRateClass(String rateClass) { this.rateClass = rateClass; }
    public boolean isPaperless() { return paperless; }
    public void setPaperless(boolean paperless) { this.paperless = paperless; }
}
