package com.quillstone.permits.model;

import java.io.Serializable;
import java.time.LocalDateTime;

/** Inspection rows are read and written through MyBatis (see mapper/InspectionMapper.xml). */
public class Inspection implements Serializable {

    private static final long serialVersionUID = 3L;

    private Long id;
    private Long permitId;
    private String inspector;
    private String district;
    private String notes;
    private String result;
    private LocalDateTime scheduledOn;

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public Long getPermitId() { return permitId; }
    public void setPermitId(Long permitId) { this.permitId = permitId; }
    public String getInspector() { return inspector; }
    public void setInspector(String inspector) { this.inspector = inspector; }
    public String getDistrict() { return district; }
    public void setDistrict(String district) { this.district = district; }
    public String getNotes() { return notes; }
    public void setNotes(String notes) { this.notes = notes; }
    public String getResult() { return result; }
    public void setResult(String result) { this.result = result; }
    public LocalDateTime getScheduledOn() { return scheduledOn; }
    public void setScheduledOn(LocalDateTime scheduledOn) { this.scheduledOn = scheduledOn; }
}
