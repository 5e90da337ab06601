package com.quillstone.permits.form;

/** The "edit my profile" form, bound by @ModelAttribute. */
public class ApplicantForm {

    private String fullName;
    private String phone;
    private String bio;
    private String website;
    private Integer householdSize;

    public String getFullName() { return fullName; }
    public void setFullName(String fullName) { this.fullName = fullName; }
    public String getPhone() { return phone; }
    public void setPhone(String phone) { this.phone = phone; }
    public String getBio() { return bio; }
    public void setBio(String bio) { this.bio = bio; }
    public String getWebsite() { return website; }
    public void setWebsite(String website) { this.website = website; }
    public Integer getHouseholdSize() { return householdSize; }
    public void setHouseholdSize(Integer householdSize) { this.householdSize = householdSize; }
}
