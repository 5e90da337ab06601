package com.deskline.service;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import com.deskline.config.AppProperties;
import java.util.ArrayList;
import java.util.List;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.core.support.LdapContextSource;
import org.springframework.stereotype.Service;

/** Looks up agents in the company directory. */
@Service
public class DirectoryService {

    private final LdapTemplate ldapTemplate;
    private final LdapContextSource contextSource;
    private final AppProperties props;

    public DirectoryService(LdapTemplate ldapTemplate, LdapContextSource contextSource, AppProperties props) {
        this.ldapTemplate = ldapTemplate;
        this.contextSource = contextSource;
        this.props = props;
    }

    public List<String> findByUid(String uid) throws NamingException {
        DirContext ctx = contextSource.getReadOnlyContext();
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))";
            NamingEnumeration<SearchResult> results = ctx.search(props.getLdapBase(), filter, controls);
            List<String> names = new ArrayList<>();
            while (results.hasMore()) {
                names.add(results.next().getNameInNamespace());
            }
            return names;
        } finally {
            ctx.close();
        }
    }

    public List<String> findByMail(String mail) throws NamingException {
        DirContext ctx = contextSource.getReadOnlyContext();
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            NamingEnumeration<SearchResult> results =
                    ctx.search(props.getLdapBase(), "(&(objectClass=inetOrgPerson)(mail={0}))", new Object[] {mail}, controls);
            List<String> names = new ArrayList<>();
            while (results.hasMore()) {
                names.add(results.next().getNameInNamespace());
            }
            return names;
        } finally {
            ctx.close();
        }
    }

    public List<String> displayNames(String team) {
        return ldapTemplate.search("ou=teams", "(&(objectClass=groupOfNames)(cn=" + team + "))",
                (AttributesMapper<String>) attrs -> (String) attrs.get("description").get());
    }

    public List<String> agentsInDepartment(String department) {
        return ldapTemplate.search(
                query().where("objectClass").is("inetOrgPerson").and("departmentNumber").is(department),
                (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
    }
}
