package com.quillstone.permits.web;

import com.quillstone.permits.model.SortField;
import com.quillstone.permits.service.DocumentService;
import com.quillstone.permits.service.ImportService;
import com.quillstone.permits.service.InspectionService;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.multipart.MultipartFile;

@Controller
@RequestMapping("/admin")
public class AdminController {

    private final ImportService imports;
    private final InspectionService inspections;
    private final DocumentService documents;

    public AdminController(ImportService imports, InspectionService inspections, DocumentService documents) {
        this.imports = imports;
        this.inspections = inspections;
        this.documents = documents;
    }

    @PostMapping("/import/permits")
    @ResponseBody
    public List<String> importPermits(@RequestParam MultipartFile file) throws Exception {
        return imports.importPermitNumbers(file.getInputStream());
    }

    @PostMapping("/import/inspections")
    @ResponseBody
    public List<String> importInspections(@RequestParam MultipartFile file) throws Exception {
        return imports.importInspectionNumbers(file.getInputStream());
    }

    @PostMapping("/import/legacy-count")
    @ResponseBody
    public int legacyCount(HttpServletRequest request) throws Exception {
        return imports.countLegacyRecords(request.getInputStream());
    }

    @PostMapping("/import/legacy-count-hardened")
    @ResponseBody
    public int legacyCountHardened(HttpServletRequest request) throws Exception {
        return imports.countLegacyRecordsHardened(request.getInputStream());
    }

    @PostMapping("/import/fee-codes")
    @ResponseBody
    public List<String> feeCodes(@RequestParam MultipartFile file) throws Exception {
        return imports.feeCodes(file.getInputStream());
    }

    @PostMapping("/fees/restore")
    @ResponseBody
    public int restore(HttpServletRequest request) throws Exception {
        return imports.restoreFees(request.getInputStream());
    }

    @PostMapping("/fees/restore-filtered")
    @ResponseBody
    public int restoreFiltered(HttpServletRequest request) throws Exception {
        return imports.restoreFeesFiltered(request.getInputStream());
    }

    @PostMapping("/backup")
    public String backup(@RequestParam String label) throws Exception {
        documents.backup(label);
        return "redirect:/admin/report?backup=ok";
    }

    @PostMapping("/archive")
    public String archive(@RequestParam int district) throws Exception {
        documents.archiveDistrict(district);
        return "redirect:/admin/report?archived=" + district;
    }

    @GetMapping("/report")
    public String report(@RequestParam(defaultValue = "district") String groupBy,
                         @RequestParam(defaultValue = "7") int days,
                         @RequestParam(defaultValue = "SCHEDULED") SortField sort, Model model) {
        List<Map<String, Object>> rows = inspections.tally(groupBy);
        model.addAttribute("rows", rows);
        model.addAttribute("recent", inspections.recent(days, sort));
        model.addAttribute("groupBy", groupBy);
        model.addAttribute("summary", "<strong>" + rows.size() + "</strong> groups, last <em>" + days + "</em> days");
        return "admin/report";
    }

    @GetMapping("/report/checked")
    public String reportChecked(@RequestParam(defaultValue = "district") String groupBy, Model model) {
        model.addAttribute("rows", inspections.tallyChecked(groupBy));
        model.addAttribute("groupBy", groupBy);
        return "admin/report";
    }

    @PostMapping("/reassign")
    public String reassign(@RequestParam List<Long> ids, @RequestParam String inspector) {
        inspections.reassign(ids, inspector);
        return "redirect:/admin/report";
    }

    @GetMapping("/fees")
    @ResponseBody
    public Object fees(@RequestParam List<String> code) {
        return inspections.fees(code);
    }

    @GetMapping("/fees/kiosk")
    @ResponseBody
    public Object kioskFees(@RequestParam List<String> code) {
        return inspections.feesForKiosk(code);
    }

    @GetMapping("/fees/search")
    @ResponseBody
    public Object feeSearch(@RequestParam(required = false) String label, @RequestParam(required = false) Long maxCents) {
        return inspections.feeSearch(label, maxCents);
    }
}
