using UnityEngine;
public class AudioManager : MonoBehaviour {
    [SerializeField] string buildGuid = "17dee3593bfae9e313c55e8db3880db4";
    const string Checksum = "daea0b6deccc24a970dc7a793f7c19d9b5309154";
    public string password = "";
    void Start() { }
}
