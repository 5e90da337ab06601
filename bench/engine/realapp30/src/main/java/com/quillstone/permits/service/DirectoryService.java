package com.quillstone.permits.service;

import java.util.List;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.filter.AndFilter;
import org.springframework.ldap.filter.EqualsFilter;
import org.springframework.stereotype.Service;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

/** Looks up county staff (inspectors, clerks) in the county directory. */
@Service
public class DirectoryService {

    private static final AttributesMapper<String> DISPLAY_NAME = attrs -> (String) attrs.get("displayName").get();

    private final LdapTemplate ldapTemplate;

    public DirectoryService(LdapTemplate ldapTemplate) {
        this.ldapTemplate = ldapTemplate;
    }

    public List<String> staffByName(String name) {
        return ldapTemplate.search("ou=staff", "(&(objectClass=person)(cn=*" + name + "*))", DISPLAY_NAME);
    }

    public List<String> staffByUid(String uid) {
        return ldapTemplate.search(query().base("ou=staff").where("uid").is(uid), DISPLAY_NAME);
    }

    public List<String> inspectorsInDistrict(String district) {
        AndFilter filter = new AndFilter().and(new EqualsFilter("objectClass", "person"))
                .and(new EqualsFilter("departmentNumber", district));
        return ldapTemplate.search("ou=staff", filter.encode(), DISPLAY_NAME);
    }

    public boolean mailKnown(String mail) throws NamingException {
        DirContext ctx = ldapTemplate.getContextSource().getReadOnlyContext();
        try {
            return hasMail(ctx, mail);
        } finally {
            ctx.close();
        }
    }

    public boolean memberOf(String uid, String group) throws NamingException {
        DirContext ctx = ldapTemplate.getContextSource().getReadOnlyContext();
        try {
            return isInGroup(ctx, uid, group);
        } finally {
            ctx.close();
        }
    }

    private boolean hasMail(DirContext ctx, String mail) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        NamingEnumeration<SearchResult> results = ctx.search("ou=staff,dc=quillstone,dc=gov", "(mail={0})", new Object[] {mail}, controls);
        return results.hasMore();
    }

    private boolean isInGroup(DirContext ctx, String uid, String group) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        String filter = "(&(cn=" + group + ")(memberUid=" + uid + "))";
        NamingEnumeration<SearchResult> results = ctx.search("ou=groups,dc=quillstone,dc=gov", filter, controls);
        return results.hasMore();
    }
}
