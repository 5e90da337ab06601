package com.quillstone.permits.web;

import com.quillstone.permits.form.ApplicantForm;
import com.quillstone.permits.model.Applicant;
import com.quillstone.permits.repository.ApplicantRepository;
import com.quillstone.permits.service.AccountService;
import com.quillstone.permits.service.DirectoryService;
import com.quillstone.permits.service.GeoService;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Controller
@RequestMapping("/applicants")
public class ApplicantController {

    private final ApplicantRepository applicants;
    private final AccountService accountService;
    private final DirectoryService directory;
    private final GeoService geoService;

    public ApplicantController(ApplicantRepository applicants, AccountService accountService,
                               DirectoryService directory, GeoService geoService) {
        this.applicants = applicants;
        this.accountService = accountService;
        this.directory = directory;
        this.geoService = geoService;
    }

    @GetMapping("/{id}")
    public String profile(@PathVariable Long id, Model model) {
        Applicant applicant = applicants.findById(id).orElseThrow();
        model.addAttribute("applicant", applicant);
        model.addAttribute("form", new ApplicantForm());
        return "applicants/profile";
    }

    @PostMapping("/{id}")
    public String update(@PathVariable Long id, @ModelAttribute("form") ApplicantForm form) {
        accountService.updateProfile(id, form);
        return "redirect:/applicants/" + id;
    }

    @GetMapping("/search")
    public String search(@RequestParam String name, Model model) {
        model.addAttribute("name", name);
        model.addAttribute("results", applicants.searchByName(name));
        return "applicants/search";
    }

    @GetMapping("/{id}/preview")
    @ResponseBody
    public String preview(@PathVariable Long id) {
        return geoService.previewWebsite(id);
    }

    @GetMapping("/staff")
    @ResponseBody
    public List<String> staff(@RequestParam String name) {
        return directory.staffByName(name);
    }

    @GetMapping("/staff/by-uid")
    @ResponseBody
    public List<String> staffByUid(@RequestParam String uid) {
        return directory.staffByUid(uid);
    }

    @GetMapping("/staff/district")
    @ResponseBody
    public List<String> inspectors(@RequestParam String district) {
        return directory.inspectorsInDistrict(district);
    }

    @GetMapping("/staff/has-mail")
    @ResponseBody
    public boolean hasMail(@RequestParam String mail) throws Exception {
        return directory.mailKnown(mail);
    }

    @GetMapping("/staff/member")
    @ResponseBody
    public boolean member(@RequestParam String uid, @RequestParam(defaultValue = "inspectors") String group) throws Exception {
        return directory.memberOf(uid, group);
    }
}
